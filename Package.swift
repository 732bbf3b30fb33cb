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
        .testTarget(name: "PaymentRequestKitTests", dependencies: ["PaymentRequestKit"]),
        .testTarget(name: "PayreqTests", dependencies: ["payreq"]),
    ],
    swiftLanguageModes: [.v6]
)
