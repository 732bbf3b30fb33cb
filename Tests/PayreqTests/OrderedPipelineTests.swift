import Foundation
import Testing

@testable import payreq

/// The pipeline behind `payreq validate` on many files: results in order, on the calling thread, and both of its
/// memory bounds held while inputs of uneven cost run on every core.
@Suite struct OrderedPipelineTests {
    /// What the inputs saw while they ran, kept under a lock.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var units = 0
        private var running: Set<Int> = []
        private var ended: Set<Int> = []
        private(set) var mostUnits = 0
        private(set) var mostAhead = 0
        private(set) var alone: [Int: Bool] = [:]
        private(set) var afterTheFirst: [Int: Bool] = [:]
        private(set) var consumed: [Int] = []
        private var consuming = false
        private(set) var overlappingHandOvers = 0

        func start(_ index: Int, units: Int) {
            lock.withLock {
                self.units += units
                mostUnits = max(mostUnits, self.units)
                mostAhead = max(mostAhead, index - consumed.count)
                alone[index] = running.isEmpty
                afterTheFirst[index] = ended.contains(0)
                running.insert(index)
            }
        }

        /// Runs one input's work between its start and its end.
        func run<Result>(_ index: Int, units: Int, _ work: () -> Result) -> Result {
            start(index, units: units)
            defer { end(index, units: units) }
            return work()
        }

        func end(_ index: Int, units: Int) {
            lock.withLock {
                self.units -= units
                running.remove(index)
                ended.insert(index)
            }
        }

        func consume(_ index: Int) {
            lock.withLock {
                if consuming { overlappingHandOvers += 1 }
                consuming = true
            }
            usleep(UInt32(index % 7 == 0 ? 200 : 0))
            lock.withLock {
                consumed.append(index)
                consuming = false
            }
        }
    }

    /// Some work that takes a different time for each input, so that later inputs often finish first.
    static func spin(_ index: Int) -> Int {
        var value = index
        for step in 0..<(index * 7919 % 13) * 2000 { value = value &* 31 &+ step }
        return value
    }

    @Test(arguments: [0, 1, 2, 3, 64, 1000])
    func resultsComeInTheInputsOrder(count: Int) {
        let record = Record()
        let pipeline = OrderedPipeline<(Int, Int)>(count: count, lead: 16, budget: 100)
        var results = [(Int, Int)]()
        let caller = pthread_self()
        var elsewhere = 0
        pipeline.run(
            workers: 4,
            prepare: { index in (units: 10, index) },
            work: { index, prepared in record.run(index, units: 10) { (prepared, Self.spin(index)) } },
            consume: { index, result in
                if pthread_equal(pthread_self(), caller) == 0 { elsewhere += 1 }
                record.consume(index)
                #expect(result.0 == index)
                results.append(result)
            }
        )
        #expect(record.consumed == Array(0..<count))
        #expect(results.map(\.0) == Array(0..<count))
        #expect(results.map(\.1) == (0..<count).map(Self.spin))
        #expect(record.overlappingHandOvers == 0)
        #expect(elsewhere == 0, "results are handed over on the calling thread")
        #expect(record.mostAhead < 16)
        #expect(record.mostUnits <= 100)
    }

    /// An input larger than the budget runs with nothing else; the others share the budget.
    @Test func anInputLargerThanTheBudgetRunsAlone() {
        let record = Record()
        let units = (0..<300).map { $0 % 50 == 25 ? 500 : 30 }
        let pipeline = OrderedPipeline<Int>(count: units.count, lead: 64, budget: 100)
        pipeline.run(
            workers: 4,
            prepare: { index in (units: units[index], index) },
            work: { index, _ in record.run(index, units: units[index]) { Self.spin(index) } },
            consume: { index, _ in record.consume(index) }
        )
        #expect(record.consumed == Array(0..<units.count))
        #expect(record.mostUnits <= 500)
        for index in units.indices where units[index] > 100 {
            #expect(record.alone[index] == true, "input \(index)")
        }
    }

    /// The first input runs on the calling thread before any other starts, so that the one-time set-up its work
    /// does is not contended; it is slow here, so that another thread started at once would overtake it.
    @Test(arguments: [2, 9, 64])
    func theFirstInputRunsAloneOnTheCallingThread(count: Int) {
        let record = Record()
        let caller = pthread_self()
        let pipeline = OrderedPipeline<Bool>(count: count, lead: 16, budget: 100)
        var onTheCaller = [Bool]()
        pipeline.run(
            workers: 4,
            prepare: { index in (units: 10, index) },
            work: { index, _ in
                record.run(index, units: 10) {
                    if index == 0 { usleep(20_000) }
                    return pthread_equal(pthread_self(), caller) != 0
                }
            },
            consume: { _, result in onTheCaller.append(result) }
        )
        #expect(onTheCaller.first == true)
        #expect((1..<count).filter { record.afterTheFirst[$0] != true } == [])
    }
}
