import Foundation
import Testing

@testable import PaymentRequestKit

/// The package's threads: started where they can run at once, then free to run on any of the process's cores.
@Suite struct ThreadsTests {
    /// A thread keeps its shard, within the count, and threads spread over the shards.
    @Test func threadsSpreadOverShardsAndKeepTheirs() {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var shards: [Int] = []
        }
        let seen = Seen()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let shard = threadShard(among: 8)
            #expect(threadShard(among: 8) == shard)
            #expect((0..<8).contains(shard))
            #expect(threadShard(among: 1) == 0)
            #expect(threadShard(among: 0) == 0)
            seen.lock.withLock { seen.shards.append(shard) }
        }
        let threads = 32
        let done = DispatchGroup()
        for _ in 0..<threads {
            done.enter()
            Thread {
                let shard = threadShard(among: 8)
                seen.lock.withLock { seen.shards.append(shard) }
                done.leave()
            }.start()
        }
        done.wait()
        // 32 threads of their own all on one shard of 8 would be a chance of 8^-31: the shards are not spread.
        #expect(Set(seen.shards.suffix(threads)).count > 1)
    }

    @Test func aThreadRunsItsBody() {
        let done = DispatchSemaphore(value: 0)
        #expect(startThread(elsewhere: true) { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
    }

    #if os(Linux)
        /// Started on another core, a thread then has every core its creator has, so that Linux may move it.
        @Test func aThreadStartedElsewhereGetsItsCreatorsCoresBack() throws {
            let creator = try #require(CPUSet.allowed)
            final class Seen: @unchecked Sendable { var cores: CPUSet? }
            let seen = Seen()
            let done = DispatchSemaphore(value: 0)
            #expect(
                startThread(elsewhere: true) {
                    seen.cores = CPUSet.allowed
                    done.signal()
                })
            #expect(done.wait(timeout: .now() + 10) == .success)
            let cores = try #require(seen.cores)
            #expect(cores.count == creator.count)
            for core in 0..<512 { #expect(cores.contains(core) == creator.contains(core), "core \(core)") }
            #expect(availableCores() == creator.count)
        }

        @Test func removingACoreLeavesTheOthers() throws {
            var cores = try #require(CPUSet.allowed)
            let here = try #require(CPUSet.current)
            #expect(cores.contains(here))
            let count = cores.count
            cores.remove(here)
            #expect(!cores.contains(here))
            #expect(cores.count == count - 1)
            cores.remove(512)
            cores.remove(-1)
            #expect(cores.count == count - 1)
            #expect(!cores.contains(512))
        }
    #endif
}
