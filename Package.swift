// swift-tools-version: 6.1
import PackageDescription

// What needs hiredis is behind the trait `Redis`, off by default, so that `swift run payreq ...` and `swift test`
// build with the toolchain and OpenSSL's headers alone. A package that shares its replay guard and sessions through
// Redis enables it where it depends on this package, with `traits: ["Redis"]`; this package's own commands take
// `--traits Redis`.
let redis = TargetDependencyCondition.when(traits: ["Redis"])

let package = Package(
    name: "PaymentRequestKit",
    products: [
        .library(name: "PaymentRequestKit", targets: ["PaymentRequestKit"]),
        .executable(name: "payreq", targets: ["payreq"]),
        // Verifies and decrypts payment tokens with OpenSSL 3's libcrypto (Debian's libssl-dev, Homebrew's
        // openssl@3); the PaymentRequestKit product needs nothing but the toolchain.
        .library(name: "PaymentTokenDecryption", targets: ["PaymentTokenDecryption"]),
        // A replay guard and a session store that several servers share, on Redis through hiredis (Debian's
        // libhiredis-dev, Homebrew's hiredis), with the trait `Redis`; without it, its configuration alone.
        .library(name: "PaymentRequestKitRedis", targets: ["PaymentRequestKitRedis"]),
    ],
    traits: [
        .trait(
            name: "Redis",
            description:
                "The Redis replay guard and session store over hiredis (libhiredis-dev, or Homebrew's hiredis), payreq's --replay-guard, and their tests and benchmarks."
        ),
        .default(enabledTraits: []),
    ],
    targets: [
        // The engine (support, validation, JSON, DER) names no domain type, and the compiler holds it to that: it
        // cannot see the library above it. No product exposes it; PaymentRequestKit re-exports its public words
        // (the report, the rule, the limits) and uses the rest through `package` access.
        .target(name: "PaymentRequestEngine"),
        .target(name: "PaymentRequestKit", dependencies: ["PaymentRequestEngine"]),
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .target(name: "PaymentTokenDecryption", dependencies: ["PaymentRequestKit", "COpenSSL"]),
        .systemLibrary(
            name: "CHiredis", pkgConfig: "hiredis", providers: [.apt(["libhiredis-dev"]), .brew(["hiredis"])]),
        .target(
            name: "PaymentRequestKitRedis",
            dependencies: ["PaymentRequestKit", .target(name: "CHiredis", condition: redis)]),
        // payreq links the decryption product for `payreq token --decrypt`, and with the trait `Redis` the Redis
        // one for its shared replay guard.
        .executableTarget(
            name: "payreq", dependencies: ["PaymentRequestKit", "PaymentTokenDecryption", "PaymentRequestKitRedis"]),
        // What the tests and the benchmarks share; no product exposes it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .executableTarget(
            name: "PaymentRequestBenchmarks",
            dependencies: [
                "PaymentRequestKit", "PaymentTokenDecryption", "COpenSSL", "PaymentRequestKitRedis",
                .target(name: "CHiredis", condition: redis), "TestSupport",
            ],
            path: "Benchmarks/PaymentRequestBenchmarks"
        ),
        .testTarget(
            name: "PaymentRequestKitTests", dependencies: ["PaymentRequestKit", "PaymentRequestEngine", "TestSupport"]),
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
