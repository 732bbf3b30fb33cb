import PaymentRequestKitRedis
import Testing

/// `redis://` URLs, as `payreq token --decrypt --replay-guard` takes them.
@Suite struct RedisConfigurationTests {
    @Test(
        arguments: [
            ("redis://127.0.0.1:6380", "127.0.0.1", 6380, 0, nil, nil),
            ("redis://cache.internal", "cache.internal", 6379, 0, nil, nil),
            ("redis://localhost:6379/2", "localhost", 6379, 2, nil, nil),
            ("redis://:secret@localhost:7000/", "localhost", 7000, 0, nil, "secret"),
            ("redis://payments:secret@10.0.0.5:6379/1", "10.0.0.5", 6379, 1, "payments", "secret"),
        ] as [(String, String, Int, Int, String?, String?)])
    func urlsAreRead(url: String, host: String, port: Int, database: Int, username: String?, password: String?)
        throws
    {
        let configuration = try RedisConfiguration(url: url)
        #expect(configuration.host == host && configuration.port == port && configuration.database == database)
        #expect(configuration.username == username && configuration.password == password)
        #expect(configuration.keyPrefix == "paymentrequestkit:")
    }

    @Test(arguments: [
        ("http://localhost:6379", "http://localhost:6379 is not a redis:// URL"),
        ("redis://localhost:99999", "99999 in redis://localhost:99999 is not a port"),
        ("redis://localhost:6379/x", "x in redis://localhost:6379/x is not a database number"),
        ("redis://:6379", "redis://:6379 names no host"),
        // A password is masked wherever the URL is quoted.
        ("redis://shop:hunter2@localhost:99999", "99999 in redis://shop:***@localhost:99999 is not a port"),
        ("redis://hunter2@localhost:6379/x", "x in redis://***@localhost:6379/x is not a database number"),
        ("redis://:hunter2@", "redis://:***@ names no host"),
    ])
    func badURLsSayWhy(url: String, message: String) {
        do {
            _ = try RedisConfiguration(url: url)
            Issue.record("\(url) was read")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A configuration never prints its password: not described, debug-described, interpolated or dumped.
    @Test func aConfigurationNeverPrintsItsPassword() throws {
        let configuration = try RedisConfiguration(url: "redis://shop:hunter2@10.0.0.5:6379/2")
        var dumped = ""
        dump(configuration, to: &dumped)
        for form in [String(describing: configuration), String(reflecting: configuration), "\(configuration)", dumped] {
            #expect(!form.contains("hunter2"), "\(form)")
            #expect(form.contains("***"))
        }
        #expect(configuration.description.hasPrefix("redis://shop:***@10.0.0.5:6379/2 (prefix paymentrequestkit:"))
    }
}
