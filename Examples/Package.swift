// swift-tools-version: 6.1
// The example programs, as a package of their own so that building the library's tests does not build them too.
// It depends on the library by path (the folder above), and, like the library, on no outside package.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, which is whatever the clone was called.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

func example(_ name: String, _ folder: String, exclude: [String] = []) -> Target {
    .executableTarget(
        name: name, dependencies: [.product(name: "PaymentRequestKit", package: library.lastPathComponent)],
        path: folder, exclude: exclude)
}

let package = Package(
    name: "PaymentRequestKitExamples",
    // MerchantServerExample shares its sessions through Redis: the library's trait `Redis` (hiredis) is on here.
    dependencies: [.package(path: library.path, traits: ["Redis"])],
    targets: [
        example("CoffeeShopExample", "CoffeeShop"),
        example("TaxiRideExample", "TaxiRide"),
        example("SubscriptionExample", "Subscription"),
        example("WebBridgeExample", "WebBridge"),
        example("PaymentSheetExample", "PaymentSheet"),
        .executableTarget(
            name: "MerchantServerExample",
            dependencies: [
                .product(name: "PaymentRequestKit", package: library.lastPathComponent),
                .product(name: "PaymentRequestKitRedis", package: library.lastPathComponent),
            ],
            path: "MerchantServer", exclude: ["transcript.jsonl"]),
        // "Running on Many Servers" at the top of a Swift 6 main.swift.
        .executableTarget(
            name: "ManyServersExample",
            dependencies: [
                .product(name: "PaymentRequestKit", package: library.lastPathComponent),
                .product(name: "PaymentRequestKitRedis", package: library.lastPathComponent),
                .product(name: "PaymentTokenDecryption", package: library.lastPathComponent),
            ],
            path: "ManyServers"),
        example("DisbursementExample", "Disbursement"),
        example("IssuerProvisioningExample", "IssuerProvisioning"),
        example("DocumentCheckExample", "DocumentCheck"),
        .executableTarget(
            name: "GooglePayTokenExample",
            dependencies: [
                .product(name: "PaymentRequestKit", package: library.lastPathComponent),
                .product(name: "PaymentTokenDecryption", package: library.lastPathComponent),
            ],
            path: "GooglePayToken"),
        // A package outside the library, testing its public face only.
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                .product(name: "PaymentRequestKit", package: library.lastPathComponent),
                .product(name: "PaymentTokenDecryption", package: library.lastPathComponent),
            ],
            path: "Tests/ExamplesTests"),
    ],
    swiftLanguageModes: [.v6]
)
