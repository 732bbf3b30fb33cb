import Foundation
import Testing

@testable import PaymentRequestKit

/// The web-platform-tests' expectations for `new PaymentRequest(...)` (``WPTCases``) against the library's
/// prediction: the exception the first violation thrown at the constructor names, or none.
@Suite struct WPTTests {
    @Test(arguments: WPTCases.all)
    func theLibraryPredictsWhatWPTExpects(name: String, json: String, exception: String) {
        #expect(BrowserTests.prediction(Data(json.utf8)) == exception, "\(name)")
    }

    @Test func everyListIsWhole() {
        #expect(WPTCases.wellFormedCurrencies.count + WPTCases.malformedCurrencies.count == 14)
        #expect(WPTCases.currencyCases.count == 70)
        #expect(WPTCases.validMethods.count == 24)
        #expect(WPTCases.invalidMethods.count == 41)
        #expect(WPTCases.invalidTotalAmounts.count == 23)
        #expect(WPTCases.all.count == 202)
        #expect(Set(WPTCases.all.map(\.name)).count == WPTCases.all.count)
    }
}
