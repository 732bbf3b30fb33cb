import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs one piece of work per input on every core and hands the results over in the inputs' order, each as soon
/// as it and all before it are done.
///
/// The first input runs on the calling thread alone, so that the work's one-time set-up is not contended; after it
/// there is no barrier between groups of inputs: each thread takes the next batch of inputs as soon as it is free.
/// The calling thread is one of the workers and the only one that hands results over: when the next result is not
/// ready it takes a batch itself, so one core runs one thread. Memory stays bounded two ways:
/// - an input starts at most ``lead`` inputs ahead of the oldest result not yet handed over, so at most that many
///   results wait;
/// - batches are admitted in order against a budget of ``budget`` units (bytes, for payreq), each counting its
///   largest input, as a thread works through its batch one input at a time; a batch over the budget runs alone.
///   So the inputs being worked on at once never together exceed the larger of the budget and one input.
final class OrderedPipeline<Result>: @unchecked Sendable {
    /// How far ahead of the oldest result not yet handed over an input may start.
    let lead: Int
    /// The most units admitted at once, unless one input alone is larger.
    let budget: Int
    /// How many inputs a thread takes at a time: a batch costs three turns of the shared lock where each input
    /// took four. On two cores, batches of 8 took 1000 small files from 17.9 to 17.1 ms (medians of 30 runs).
    let batch: Int

    private let count: Int
    private let condition = Condition()
    // The rest is guarded by `condition`.
    private var claimed = 0
    private var admitted = 0
    private var inFlight = 0
    private var handedOver = 0
    private var results: [Result?]

    /// Creates a pipeline over `count` inputs.
    init(count: Int, lead: Int, budget: Int, batch: Int = 8) {
        self.count = count
        self.lead = max(1, lead)
        self.budget = budget
        self.batch = max(1, batch)
        results = Array(repeating: nil, count: min(count, self.lead))
    }

    /// Works through every input on `workers` threads, the calling thread one of them, and returns once
    /// `consume` has had every result, in order, on the calling thread.
    ///
    /// Each input is first `prepare`d, which gives its size in units, then admitted with its batch, then run
    /// through `work` with what `prepare` gave, on the same thread.
    func run<Prepared>(
        workers: Int,
        prepare: @escaping @Sendable (Int) -> (units: Int, Prepared),
        work: @escaping @Sendable (Int, Prepared) -> Result,
        consume: (Int, Result) -> Void
    ) {
        let process: @Sendable (Range<Int>) -> Void = { [self] inputs in
            let prepared = inputs.map(prepare)
            let units = prepared.lazy.map(\.units).max() ?? 0
            admit(inputs, units: units)
            let done = zip(inputs, prepared).map { index, input in work(index, input.1) }
            condition.lock()
            inFlight -= units
            for (index, result) in zip(inputs, done) { results[index % lead] = result }
            condition.broadcast()
            condition.unlock()
        }
        let threads = max(1, min(workers, count)) - 1
        if threads > 0 {
            // The first input runs alone: its work builds the library's lazily made tables and faults in its code,
            // 0.65 ms for a request, and a thread that meets another inside one of those initialisers sleeps on its
            // lock until the other is through, then trails it to the next. With both threads started at once,
            // 1000 files took 5.4 to 8.7 ms (and once 20.6 ms) against 8.2 ms on one core; after the first file,
            // 4.4 to 4.6 ms in 12 of 14 runs.
            condition.lock()
            claimed = 1
            condition.unlock()
            process(0..<1)
        }
        // Threads of its own: `concurrentPerform` on Linux started its second thread 1.2 to 3.3 ms late in four
        // runs, a third of the time 1000 small files take; a thread of its own started within 0.5 ms in 11 of 12.
        for _ in 0..<threads {
            // A thread the system refuses leaves its share to the others.
            startThread(elsewhere: true) { [self] in
                while let inputs = claim(waiting: true) { process(inputs) }
            }
        }
        condition.lock()
        while handedOver < count {
            if results[handedOver % lead] != nil {
                // Every result ready in order, taken in one turn of the lock and handed over outside it. Their slots
                // stay counted until then, so that the results held never exceed `lead`.
                var ready = [(Int, Result)]()
                while handedOver + ready.count < count, let result = results[(handedOver + ready.count) % lead] {
                    results[(handedOver + ready.count) % lead] = nil
                    ready.append((handedOver + ready.count, result))
                }
                condition.unlock()
                for (index, result) in ready { consume(index, result) }
                condition.lock()
                handedOver += ready.count
                condition.broadcast()
            } else if let inputs = claimLocked(waiting: false) {
                condition.unlock()
                process(inputs)
                condition.lock()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// The next batch to work on, all within ``lead`` of the oldest result not yet handed over; `nil` when none is
    /// left, or, unless `waiting`, when the next input is not yet within reach.
    private func claim(waiting: Bool) -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        return claimLocked(waiting: waiting)
    }

    private func claimLocked(waiting: Bool) -> Range<Int>? {
        while claimed < count, claimed >= handedOver + lead {
            guard waiting else { return nil }
            condition.wait()
        }
        guard claimed < count else { return nil }
        let inputs = claimed..<min(claimed + batch, count, handedOver + lead)
        claimed = inputs.upperBound
        return inputs
    }

    /// Waits for a batch's turn, in order, and for room in the budget; a batch over the budget waits until nothing
    /// else runs.
    private func admit(_ inputs: Range<Int>, units: Int) {
        condition.lock()
        defer { condition.unlock() }
        while admitted != inputs.lowerBound || (inFlight > 0 && inFlight + units > budget) { condition.wait() }
        admitted = inputs.upperBound
        inFlight += units
        condition.broadcast()
    }
}
