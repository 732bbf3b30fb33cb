/// A payment network, such as Visa or American Express, as an extensible string type.
///
/// The raw value is PassKit's `PKPaymentNetwork` string (`"AmEx"`, `"MasterCard"`, `"iD"`, `"QUICPay"`,
/// `"mada"`); ``jsName`` is the Apple Pay JS name (`"amex"`, `"masterCard"`). Safari matches JS names against
/// PassKit's strings case-insensitively, and so does ``init(jsName:)``. A network this library does not know can
/// still be held (Apple adds networks every year); validation reports it as unknown.
///
/// Networks compare case-insensitively (ASCII) and keep the spelling they were given, as `HTTPField.Name` does:
/// `PaymentNetwork("visa") == .visa`, and `PaymentNetwork("VISA").rawValue` is `"VISA"`.
public struct PaymentNetwork: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// PassKit's string for the network, for example `"AmEx"`.
    public let rawValue: String

    /// What equality and hashing compare: the known network's PassKit string in ASCII lower case, or the raw
    /// value in ASCII lower case; computed once, when the network is made.
    private let key: String

    /// Creates a network from PassKit's string. Any string is accepted; see ``isKnown``.
    public init(rawValue: String) {
        self.rawValue = rawValue
        key = Self.byName.value(for: rawValue).map { Self.releases[$0].network.key } ?? asciiLowercased(rawValue)
    }

    /// Creates a network from PassKit's string. Any string is accepted; see ``isKnown``.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// A known network, from its PassKit string: no lookup, so that the lookup table itself can be built.
    private init(passKit: String) {
        rawValue = passKit
        key = asciiLowercased(passKit)
    }

    /// Creates a network from an Apple Pay JS name, matched case-insensitively as Safari does.
    ///
    /// `"amex"`, `"AMEX"` and `"AmEx"` are all ``amex``. A name that matches no known network is kept as it is.
    public init(jsName: String) {
        // ASCII case folding, as Safari compares network names: Unicode folding would make the Kelvin sign
        // (U+212A) match "k".
        if let known = Self.byName.value(for: jsName) {
            self = Self.releases[known].network
        } else {
            rawValue = jsName
            key = asciiLowercased(jsName)
        }
    }

    /// The known network an Apple Pay JS name or PassKit string in any ASCII case spells, read from its UTF-8 in
    /// place: what a decoder asks first, before it makes a `String` of an unknown name.
    static func known(utf8: UnsafeBufferPointer<UInt8>) -> PaymentNetwork? {
        byName.value(for: utf8).map { releases[$0].network }
    }

    /// The Apple Pay JS name: lower camel case of PassKit's string (`"amex"`, `"masterCard"`, `"jcb"`).
    public var jsName: String { Self.byName.value(for: key).map { Self.releases[$0].jsName } ?? rawValue }

    /// Whether the network is one that Apple lists.
    public var isKnown: Bool { Self.byName.value(for: key) != nil }

    /// PassKit's string.
    public var description: String { rawValue }

    /// Whether two networks are the same: any spelling of a known network's PassKit string or Apple Pay JS name,
    /// in any ASCII case, is that network (`"PostFinanceAG"`, `"postFinance"`); other names compare ignoring
    /// ASCII case.
    public static func == (lhs: PaymentNetwork, rhs: PaymentNetwork) -> Bool { lhs.key == rhs.key }

    /// Hashes the network consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// American Express (`AmEx`, JS `amex`).
    public static let amex = PaymentNetwork(passKit: "AmEx")
    /// Bancomat (`Bancomat`, JS `bancomat`; deprecated for ``pagoBancomat``).
    public static let bancomat = PaymentNetwork(passKit: "Bancomat")
    /// Bancontact (`Bancontact`, JS `bancontact`).
    public static let bancontact = PaymentNetwork(passKit: "Bancontact")
    /// BankAxept (`BankAxept`, JS `bankAxept`).
    public static let bankAxept = PaymentNetwork(passKit: "BankAxept")
    /// Cartes Bancaires, the legacy spelling (`CarteBancaire`, JS `carteBancaire`; deprecated).
    public static let carteBancaire = PaymentNetwork(passKit: "CarteBancaire")
    /// Cartes Bancaires, the intermediate spelling (`CarteBancaires`, JS `carteBancaires`; deprecated).
    public static let carteBancaires = PaymentNetwork(passKit: "CarteBancaires")
    /// Cartes Bancaires (`CartesBancaires`, JS `cartesBancaires`).
    public static let cartesBancaires = PaymentNetwork(passKit: "CartesBancaires")
    /// China UnionPay (`ChinaUnionPay`, JS `chinaUnionPay`).
    public static let chinaUnionPay = PaymentNetwork(passKit: "ChinaUnionPay")
    /// Dankort (`Dankort`, JS `dankort`).
    public static let dankort = PaymentNetwork(passKit: "Dankort")
    /// Discover (`Discover`, JS `discover`).
    public static let discover = PaymentNetwork(passKit: "Discover")
    /// eftpos (`Eftpos`, JS `eftpos`).
    public static let eftpos = PaymentNetwork(passKit: "Eftpos")
    /// Visa Electron (`Electron`, JS `electron`).
    public static let electron = PaymentNetwork(passKit: "Electron")
    /// Elo (`Elo`, JS `elo`).
    public static let elo = PaymentNetwork(passKit: "Elo")
    /// girocard (`girocard`, JS `girocard`).
    public static let girocard = PaymentNetwork(passKit: "girocard")
    /// Himyan (`Himyan`, JS `himyan`).
    public static let himyan = PaymentNetwork(passKit: "Himyan")
    /// iD (`iD`, JS `iD`).
    public static let idCredit = PaymentNetwork(passKit: "iD")
    /// Interac (`Interac`, JS `interac`).
    public static let interac = PaymentNetwork(passKit: "Interac")
    /// Jaywan (`Jaywan`, JS `jaywan`).
    public static let jaywan = PaymentNetwork(passKit: "Jaywan")
    /// JCB (`JCB`, JS `jcb`).
    public static let jcb = PaymentNetwork(passKit: "JCB")
    /// mada (`mada`, JS `mada`).
    public static let mada = PaymentNetwork(passKit: "mada")
    /// Maestro (`Maestro`, JS `maestro`).
    public static let maestro = PaymentNetwork(passKit: "Maestro")
    /// Mastercard (`MasterCard`, JS `masterCard`).
    public static let masterCard = PaymentNetwork(passKit: "MasterCard")
    /// Meeza (`Meeza`, JS `meeza`).
    public static let meeza = PaymentNetwork(passKit: "Meeza")
    /// Mir (`Mir`, JS `mir`).
    public static let mir = PaymentNetwork(passKit: "Mir")
    /// MyDebit (`MyDebit`, JS `myDebit`).
    public static let myDebit = PaymentNetwork(passKit: "MyDebit")
    /// NAPAS (`NAPAS`, JS `napas`).
    public static let napas = PaymentNetwork(passKit: "NAPAS")
    /// PagoBancomat (`PagoBancomat`, JS `pagoBancomat`).
    public static let pagoBancomat = PaymentNetwork(passKit: "PagoBancomat")
    /// PostFinance (`PostFinanceAG`, JS `postFinance`).
    public static let postFinance = PaymentNetwork(passKit: "PostFinanceAG")
    /// Store and private-label cards (`PrivateLabel`, JS `privateLabel`).
    public static let privateLabel = PaymentNetwork(passKit: "PrivateLabel")
    /// QUICPay (`QUICPay`, JS `quicPay`).
    public static let quicPay = PaymentNetwork(passKit: "QUICPay")
    /// Suica (`Suica`, JS `suica`).
    public static let suica = PaymentNetwork(passKit: "Suica")
    /// Visa (`Visa`, JS `visa`).
    public static let visa = PaymentNetwork(passKit: "Visa")
    /// V Pay (`VPay`, JS `vPay`).
    public static let vPay = PaymentNetwork(passKit: "VPay")
    /// WAON (`PKPaymentNetworkWaon`, iOS 15; JS `waon`).
    ///
    /// PassKit's string for it is unconfirmed (it is not in the iOS 26.1 validator's list); Safari matches names
    /// ignoring case, so the Apple Pay JS name is what matters on the web.
    public static let waon = PaymentNetwork(passKit: "Waon")
    /// nanaco (`PKPaymentNetworkNanaco`, iOS 15; JS `nanaco`); PassKit's string is unconfirmed, as for ``waon``.
    public static let nanaco = PaymentNetwork(passKit: "Nanaco")
    /// T-money (`PKPaymentNetworkTmoney`, iOS 17; JS `tmoney`); PassKit's string is unconfirmed, as for ``waon``.
    public static let tmoney = PaymentNetwork(passKit: "Tmoney")

    /// Every network Apple lists, with its Apple Pay JS name.
    public static let known: [(network: PaymentNetwork, jsName: String)] = releases.map { ($0.network, $0.jsName) }

    /// When each network arrived: the Apple Pay JS version that lists it, when Apple's table of supported networks
    /// does, and the iOS release whose PassKit defines it.
    static let releases: [(network: PaymentNetwork, jsName: String, applePayJSVersion: Int?, iOS: String?)] = [
        (.amex, "amex", 1, "8.0"), (.bancomat, "bancomat", 14, "16.0"), (.bancontact, "bancontact", 14, "16.0"),
        (.bankAxept, "bankAxept", 15, "17.5"), (.carteBancaire, "carteBancaire", 3, "10.3"),
        (.carteBancaires, "carteBancaires", 3, "11.0"), (.cartesBancaires, "cartesBancaires", 4, "11.2"),
        (.chinaUnionPay, "chinaUnionPay", 1, "9.2"), (.dankort, "dankort", 13, "15.1"),
        (.discover, "discover", 1, "9.0"), (.eftpos, "eftpos", 4, "12.0"), (.electron, "electron", 4, "12.0"),
        (.elo, "elo", 5, "12.1.1"), (.girocard, "girocard", 11, "14.0"), (.himyan, "himyan", nil, "18.4"),
        (.idCredit, "iD", nil, "10.3"), (.interac, "interac", 1, "9.2"), (.jaywan, "jaywan", nil, "18.4"),
        (.jcb, "jcb", 2, "10.1"), (.mada, "mada", 5, "12.1.1"), (.maestro, "maestro", 4, "12.0"),
        (.masterCard, "masterCard", 1, "8.0"), (.meeza, "meeza", nil, "17.4"), (.mir, "mir", 11, "14.5"),
        (.myDebit, "myDebit", nil, nil), (.nanaco, "nanaco", nil, "15.0"), (.napas, "napas", nil, "17.5"),
        (.pagoBancomat, "pagoBancomat", nil, "17.0"), (.postFinance, "postFinance", nil, "16.4"),
        (.privateLabel, "privateLabel", 1, "9.0"), (.quicPay, "quicPay", nil, "10.3"), (.suica, "suica", nil, "10.1"),
        (.tmoney, "tmoney", nil, "17.0"), (.visa, "visa", 1, "8.0"), (.vPay, "vPay", 4, "12.0"),
        (.waon, "waon", nil, "15.0"),
    ]

    /// The Apple Pay JS version that introduced the network, where Apple's table of supported networks gives
    /// one; `nil` for an unknown network and for those the table leaves out, which follow the device.
    public var applePayJSVersion: Int? { Self.release[self]?.applePayJSVersion }

    /// The iOS release whose PassKit first defines the network, such as `"15.0"`; `nil` for an unknown network,
    /// and for MyDebit, which the iOS 26.1 validator accepts but no published header dates.
    public var introducedIniOS: String? { Self.release[self]?.iOS ?? nil }

    private static let release: [PaymentNetwork: (applePayJSVersion: Int?, iOS: String?)] = Dictionary(
        uniqueKeysWithValues: releases.map { ($0.network, ($0.applePayJSVersion, $0.iOS)) })

    // Safari compares case-insensitively against PassKit's strings; the JS names differ from those only in case,
    // except postFinance (PassKit "PostFinanceAG"), which both spellings reach. A network's key is its PassKit
    // string in lower case, so the same table finds a network's entry from its key. The table is compared in
    // place, as bytes: hashing a name cost more than the rest of reading or judging the network.
    private static let byName = UTF8NameTable(
        releases.enumerated().flatMap { index, entry in [(entry.network.rawValue, index), (entry.jsName, index)] },
        ignoringASCIICase: true)
}
