// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PaymentRequestKit",
    products: [
        .library(name: "PaymentRequestKit", targets: ["PaymentRequestKit"]),
        .executable(name: "payreq", targets: ["payreq"]),
    ],
    targets: [
        .target(name: "PaymentRequestKit"),
        .executableTarget(name: "payreq", dependencies: ["PaymentRequestKit"]),
        .executableTarget(
            name: "PaymentRequestBenchmarks",
            dependencies: ["PaymentRequestKit"],
            path: "Benchmarks/PaymentRequestBenchmarks"
        ),
        .executableTarget(name: "CoffeeShopExample", dependencies: ["PaymentRequestKit"], path: "Examples/CoffeeShop"),
        .executableTarget(name: "TaxiRideExample", dependencies: ["PaymentRequestKit"], path: "Examples/TaxiRide"),
        .executableTarget(
            name: "SubscriptionExample", dependencies: ["PaymentRequestKit"], path: "Examples/Subscription"),
        .executableTarget(name: "WebBridgeExample", dependencies: ["PaymentRequestKit"], path: "Examples/WebBridge"),
        .executableTarget(
            name: "PaymentSheetExample", dependencies: ["PaymentRequestKit"], path: "Examples/PaymentSheet"),
        .executableTarget(
            name: "DisbursementExample", dependencies: ["PaymentRequestKit"], path: "Examples/Disbursement"),
        .executableTarget(
            name: "IssuerProvisioningExample", dependencies: ["PaymentRequestKit"],
            path: "Examples/IssuerProvisioning"),
        .testTarget(name: "PaymentRequestKitTests", dependencies: ["PaymentRequestKit"]),
        .testTarget(name: "PayreqTests", dependencies: ["payreq"]),
    ],
    swiftLanguageModes: [.v6]
)
