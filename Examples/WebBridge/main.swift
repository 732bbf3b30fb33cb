// Bridging from a web page, as in Apple's Apple Pay Programming Guide ("Bridging from Web-Based Interfaces"):
// the app's web view asks to load a `myShoppingApp:buyItem` URL, and native code builds the payment request
// instead of letting the web view follow the link. Here the URL carries the item and quantity as a query, and
// the request is the guide's own example: a 12.75 subtotal, a 2.00 discount and a 10.75 total.

import Foundation
import PaymentRequestKit

/// What the web view should do with a URL it is about to load.
enum NavigationDecision {
    case allow
    case cancelAndPay(PaymentRequest)
}

/// The prices the app knows; the page only names the item.
let catalog: [String: Amount] = ["mug": try! Amount(parsing: "4.25")]

/// Recognises `myShoppingApp:buyItem?item=mug&quantity=3` as the guide does: the scheme (case-insensitively, as
/// URL schemes are) and the resource specifier `buyItem`. Anything else is left to the web view.
func decide(_ url: URL) throws -> NavigationDecision {
    guard url.scheme?.lowercased() == "myshoppingapp",
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
        components.path == "buyItem"
    else { return .allow }
    let query = Dictionary(
        (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    guard let item = query["item"], let price = catalog[item], let quantity = Int(query["quantity"] ?? "1"),
        quantity > 0
    else {
        return .allow
    }
    var summary = PaymentSummaryBuilder(merchantName: "My Company Name", currency: .usd)
    try summary.addItem("Subtotal", amount: price.multiplied(byQuantity: quantity))
    try summary.addDiscount("Discount", amount: Amount(parsing: "2.00"))
    var request = try PaymentRequest(
        merchantIdentifier: "merchant.com.example",
        countryCode: .us,
        supportedNetworks: [.amex, .masterCard, .visa],
        merchantCapabilities: [.threeDSecure],
        summary: summary
    )
    request.applicationData = Data("cart=\(item)x\(quantity)".utf8)
    return .cancelAndPay(request)
}

do {
    var allValid = true
    for link in [
        "https://shop.example/products/mug", "myShoppingApp:buyItem?item=mug&quantity=3", "myShoppingApp:viewCart",
    ] {
        let url = URL(string: link)!
        switch try decide(url) {
        case .allow:
            print("\(link): the web view loads it")
        case .cancelAndPay(let request):
            print("\(link): cancelled; native code presents the payment sheet")
            for item in request.paymentSummaryItems {
                print("  \(item.label): \(item.amount?.formatted(for: .usd) ?? "-")")
            }
            let report = request.validate(for: .inApp(now: Date()))
            print(report.isValid ? "  Valid for an app." : "  Invalid:\n\(report)")
            allValid = allValid && report.isValid
        }
    }
    exit(allValid ? 0 : 1)
} catch {
    print("Could not build the request: \(error)")
    exit(1)
}
