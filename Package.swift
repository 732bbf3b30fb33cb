// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PaymentRequestKit",
    products: [
        .library(name: "PaymentRequestKit", targets: ["PaymentRequestKit"]),
        .executable(name: "payreq", targets: ["payreq"]),
        // Verifies and decrypts payment tokens with OpenSSL 3's libcrypto (Debian's libssl-dev, Homebrew's
        // openssl@3); the PaymentRequestKit product needs nothing but the toolchain.
        .library(name: "PaymentTokenDecryption", targets: ["PaymentTokenDecryption"]),
    ],
    targets: [
        .target(name: "PaymentRequestKit"),
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .target(name: "PaymentTokenDecryption", dependencies: ["PaymentRequestKit", "COpenSSL"]),
        // payreq links the decryption product for `payreq token --decrypt`, so its build needs OpenSSL too.
        .executableTarget(name: "payreq", dependencies: ["PaymentRequestKit", "PaymentTokenDecryption"]),
        // What the tests and the benchmarks share; no product exposes it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .executableTarget(
            name: "PaymentRequestBenchmarks",
            dependencies: ["PaymentRequestKit", "PaymentTokenDecryption", "COpenSSL", "TestSupport"],
            path: "Benchmarks/PaymentRequestBenchmarks"
        ),
        .testTarget(name: "PaymentRequestKitTests", dependencies: ["PaymentRequestKit", "TestSupport"]),
        .testTarget(name: "PayreqTests", dependencies: ["payreq"]),
        .testTarget(name: "PaymentTokenDecryptionTests", dependencies: ["PaymentTokenDecryption"]),
    ],
    swiftLanguageModes: [.v6]
)
