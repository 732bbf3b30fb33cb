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
        // A replay guard and a session store that several servers share, on Redis through hiredis (Debian's
        // libhiredis-dev, Homebrew's hiredis); neither other product needs it.
        .library(name: "PaymentRequestKitRedis", targets: ["PaymentRequestKitRedis"]),
    ],
    targets: [
        .target(name: "PaymentRequestKit"),
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .target(name: "PaymentTokenDecryption", dependencies: ["PaymentRequestKit", "COpenSSL"]),
        .systemLibrary(
            name: "CHiredis", pkgConfig: "hiredis", providers: [.apt(["libhiredis-dev"]), .brew(["hiredis"])]),
        .target(name: "PaymentRequestKitRedis", dependencies: ["PaymentRequestKit", "CHiredis"]),
        // payreq links the decryption product for `payreq token --decrypt` and the Redis one for its shared replay
        // guard, so its build needs OpenSSL and hiredis too.
        .executableTarget(
            name: "payreq", dependencies: ["PaymentRequestKit", "PaymentTokenDecryption", "PaymentRequestKitRedis"]),
        // What the tests and the benchmarks share; no product exposes it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .executableTarget(
            name: "PaymentRequestBenchmarks",
            dependencies: [
                "PaymentRequestKit", "PaymentTokenDecryption", "COpenSSL", "PaymentRequestKitRedis", "CHiredis",
                "TestSupport",
            ],
            path: "Benchmarks/PaymentRequestBenchmarks"
        ),
        .testTarget(name: "PaymentRequestKitTests", dependencies: ["PaymentRequestKit", "TestSupport"]),
        .testTarget(name: "PayreqTests", dependencies: ["payreq"]),
        .testTarget(name: "PaymentTokenDecryptionTests", dependencies: ["PaymentTokenDecryption", "TestSupport"]),
        // A session server the Redis tests run twice at once, to race two events of one session.
        .executableTarget(
            name: "RedisSessionWorker", dependencies: ["PaymentRequestKit", "PaymentRequestKitRedis"],
            path: "Tests/RedisSessionWorker"),
        .testTarget(
            name: "PaymentRequestKitRedisTests",
            dependencies: [
                "PaymentRequestKitRedis", "PaymentTokenDecryption", "RedisSessionWorker", "payreq", "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
