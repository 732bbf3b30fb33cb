#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A line of the payment sheet: a label and an amount, final or pending, charged now, later, regularly or on reload.
///
/// This is PassKit's `PKPaymentSummaryItem` with its subclasses folded into timing, and Apple Pay JS's
/// `ApplePayLineItem`. The amount is optional because a pending item may leave it out (it then counts as zero);
/// PassKit writes zero instead. Apple's guidance for labels: title case, no trailing punctuation or spaces.
public struct PaymentSummaryItem: Sendable, Hashable {
    /// What the customer reads on the sheet.
    public var label: String
    /// The amount in the request's currency; `nil` only makes sense for a pending item.
    public var amount: Amount?
    /// Whether the amount is final or an estimate the sheet shows as "pending".
    public var type: PaymentSummaryItemType
    /// When the amount is charged: now, on a schedule, on a later date or when a balance runs low.
    public var timing: PaymentTiming
    /// What the item is in a disbursement (`disbursementLineItemType`): the amount paid out, or the instant
    /// funds out fee; `nil` for a plain item.
    public var disbursementType: DisbursementLineItemType?

    /// Creates a summary item.
    public init(
        label: String, amount: Amount?, type: PaymentSummaryItemType = .final, timing: PaymentTiming = .immediate,
        disbursementType: DisbursementLineItemType? = nil
    ) {
        self.label = label
        self.amount = amount
        self.type = type
        self.timing = timing
        self.disbursementType = disbursementType
    }

    /// Creates a final item charged now.
    public static func final(_ label: String, _ amount: Amount) -> PaymentSummaryItem {
        PaymentSummaryItem(label: label, amount: amount)
    }

    /// Creates a pending item, whose amount the sheet does not show; leave the amount out, or give zero.
    public static func pending(_ label: String, estimate amount: Amount? = nil) -> PaymentSummaryItem {
        PaymentSummaryItem(label: label, amount: amount, type: .pending)
    }

    /// The amount, or zero when there is none (how PassKit and this library count a pending item without one).
    public var amountOrZero: Amount { amount ?? .zero }
}

/// Whether a summary item's amount is final or pending (PassKit `PKPaymentSummaryItemType`).
public enum PaymentSummaryItemType: String, Sendable, Hashable, CaseIterable {
    /// The amount is known (`"final"`, PassKit 0). The default.
    case final
    /// The amount is an estimate or unknown; the sheet shows "pending" (`"pending"`, PassKit 1).
    case pending

    /// PassKit's raw value: 0 for final, 1 for pending.
    public var passKitRawValue: UInt { self == .final ? 0 : 1 }
}

/// When a summary item's amount is charged (Apple Pay JS `paymentTiming`, PassKit's summary item subclasses).
public enum PaymentTiming: Sendable, Hashable {
    /// Charged now (`"immediate"`, a plain `PKPaymentSummaryItem`). The default.
    case immediate
    /// Charged regularly (`"recurring"`, `PKRecurringPaymentSummaryItem`).
    case recurring(RecurringSchedule)
    /// Charged once on a later date (`"deferred"`, `PKDeferredPaymentSummaryItem`).
    case deferred(date: Date)
    /// Charged when a stored balance falls below a threshold (`"automaticReload"`,
    /// `PKAutomaticReloadPaymentSummaryItem`); the item's amount is the reload amount.
    case automaticReload(threshold: Amount)

    /// The Apple Pay JS `paymentTiming` string.
    public var jsName: String {
        switch self {
        case .immediate: "immediate"
        case .recurring: "recurring"
        case .deferred: "deferred"
        case .automaticReload: "automaticReload"
        }
    }
}

/// The schedule of a recurring summary item.
public struct RecurringSchedule: Sendable, Hashable {
    /// The first payment's date; `nil` means the first payment is part of this transaction.
    public var startDate: Date?
    /// The last payment's date; `nil` means no end.
    public var endDate: Date?
    /// The calendar unit of the interval. There is no week: use 7 days.
    public var intervalUnit: RecurringIntervalUnit
    /// How many units between payments; at least 1.
    public var intervalCount: Int

    /// Creates a schedule; by default monthly, starting now, with no end.
    public init(
        startDate: Date? = nil, endDate: Date? = nil, intervalUnit: RecurringIntervalUnit = .month,
        intervalCount: Int = 1
    ) {
        self.startDate = startDate
        self.endDate = endDate
        self.intervalUnit = intervalUnit
        self.intervalCount = intervalCount
    }
}

/// The calendar unit of a recurring payment's interval (Apple Pay JS `recurringPaymentIntervalUnit`).
public enum RecurringIntervalUnit: String, Sendable, Hashable, CaseIterable {
    /// Yearly.
    case year
    /// Monthly. The default.
    case month
    /// Daily.
    case day
    /// Hourly.
    case hour
    /// Every minute.
    case minute
}
