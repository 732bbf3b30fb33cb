import Foundation

/// Runs one piece of work per input on every core and hands the results over in the inputs' order, each as soon
/// as it and all before it are done.
///
/// There is no barrier between groups of inputs: `DispatchQueue.concurrentPerform` hands each core the next input
/// as soon as it is free, and whichever thread completes the oldest outstanding result hands over every result
/// that is then ready, so no thread exists only to wait. Memory stays bounded two ways:
/// - an input starts at most ``lead`` inputs ahead of the oldest result not yet handed over, so at most that many
///   results wait;
/// - inputs are admitted in order against a budget of ``budget`` units (bytes, for payreq), and an input larger
///   than the budget runs alone, so the documents being worked on at once never together exceed the larger of the
///   budget and one document.
final class OrderedPipeline<Result>: @unchecked Sendable {
    /// How far ahead of the oldest result not yet handed over an input may start.
    let lead: Int
    /// The most units admitted at once, unless one input alone is larger.
    let budget: Int

    private let count: Int
    private let condition = NSCondition()
    // The rest is guarded by `condition`.
    private var admitted = 0
    private var inFlight = 0
    private var handedOver = 0
    private var handingOver = false
    private var results: [Result?]

    /// Creates a pipeline over `count` inputs.
    init(count: Int, lead: Int, budget: Int) {
        self.count = count
        self.lead = max(1, lead)
        self.budget = budget
        results = Array(repeating: nil, count: min(count, self.lead))
    }

    /// Works through every input, on as many threads as Dispatch gives (it follows the process's CPU affinity),
    /// and returns once `consume` has had every result, in order.
    ///
    /// Each input is first `prepare`d, which gives its size in units, then admitted, then run through `work` with
    /// what `prepare` gave, on the same thread. `consume` is called for one result at a time, never concurrently,
    /// on whichever thread completes the oldest outstanding result.
    func run<Prepared>(
        prepare: @Sendable (Int) -> (units: Int, Prepared),
        work: @Sendable (Int, Prepared) -> Result,
        consume: (Int, Result) -> Void
    ) {
        withoutActuallyEscaping(consume) { consume in
            let consume = UncheckedBox(value: consume)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                waitForRoom(index)
                let (units, prepared) = prepare(index)
                admit(index, units: units)
                let result = work(index, prepared)
                finish(index, units: units, result, consume.value)
            }
        }
    }

    /// Waits until the input is within ``lead`` of the oldest result not yet handed over.
    private func waitForRoom(_ index: Int) {
        condition.lock()
        defer { condition.unlock() }
        while index >= handedOver + lead { condition.wait() }
    }

    /// Waits for an input's turn, in order, and for room in the budget; an input larger than the budget waits
    /// until nothing else runs.
    private func admit(_ index: Int, units: Int) {
        condition.lock()
        defer { condition.unlock() }
        while admitted != index || (inFlight > 0 && inFlight + units > budget) { condition.wait() }
        admitted += 1
        inFlight += units
        condition.broadcast()
    }

    /// Keeps a result, and hands over every result that is then ready in order, unless another thread already is.
    private func finish(_ index: Int, units: Int, _ result: Result, _ consume: (Int, Result) -> Void) {
        condition.lock()
        inFlight -= units
        results[index % lead] = result
        condition.broadcast()
        guard !handingOver else {
            condition.unlock()
            return
        }
        handingOver = true
        while handedOver < count, let ready = results[handedOver % lead] {
            let readyIndex = handedOver
            results[readyIndex % lead] = nil
            condition.unlock()
            consume(readyIndex, ready)
            condition.lock()
            handedOver += 1
            condition.broadcast()
        }
        handingOver = false
        condition.unlock()
    }
}

/// Carries `consume` into `concurrentPerform`: it is not `Sendable` (it writes the output), and the pipeline calls
/// it one result at a time, under the `handingOver` flag.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}
