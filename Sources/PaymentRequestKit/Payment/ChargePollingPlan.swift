/// When a server polls a charge's status, and when it stops, for a processor that answers at once only that it
/// received the charge.
///
/// UnionPay's integration guide gives the first poll: with no asynchronous result within 3 seconds of the
/// synchronous answer, poll the transaction status with its serial number. The rest is the library's, each with
/// its reason: a poll every 2 seconds after that, as the processor's own result usually comes within seconds;
/// the payment sheet answered with a failure 2 seconds before its 30 seconds end
/// (``PaymentSheetSession/handlerTimeLimit``), as a sheet that times out tells the customer nothing; polling
/// after the sheet's answer until the charge's state is known, so that a charge that succeeded after all is
/// reversed (``ReversalDecision``); and after 10 minutes, reconciliation from the processor's settlement report
/// instead.
public struct ChargePollingPlan: Sendable, Hashable {
    /// How long after the processor's synchronous answer the first poll comes: 3 seconds.
    public var firstPoll: Duration
    /// How long between polls after the first: 2 seconds.
    public var interval: Duration
    /// How long before the sheet's time runs out the server answers it with a failure, to reach it in time: 2
    /// seconds.
    public var sheetMargin: Duration
    /// How long after the synchronous answer polling stops, and the charge is reconciled from the processor's
    /// settlement report: 10 minutes.
    public var giveUpAfter: Duration

    /// Creates a plan; every member has the default above.
    public init(
        firstPoll: Duration = .seconds(3), interval: Duration = .seconds(2), sheetMargin: Duration = .seconds(2),
        giveUpAfter: Duration = .seconds(600)
    ) {
        self.firstPoll = firstPoll
        self.interval = interval
        self.sheetMargin = sheetMargin
        self.giveUpAfter = giveUpAfter
    }
}
