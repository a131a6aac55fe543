import Foundation

/// Times of one measured step over several runs: the thread's CPU time (what the step costs, less
/// disturbed by other processes on a shared machine) and the wall time.
struct Measurement {
    var cpu: [Double] = []
    var wall: [Double] = []

    /// Runs `body` `runs` times after one warm-up run (caches, lazy tables, the allocator).
    static func of(runs: Int, _ body: () throws -> Void) rethrows -> Measurement {
        try body()
        var result = Measurement()
        for _ in 0..<runs {
            let wallStart = wallSeconds()
            let cpuStart = threadCPUSeconds()
            try body()
            result.cpu.append(threadCPUSeconds() - cpuStart)
            result.wall.append(wallSeconds() - wallStart)
        }
        return result
    }

    /// Runs each of `bodies` once as a warm-up, then `runs` rounds of each in turn. A shared
    /// machine's speed drifts over seconds (other jobs, clock changes): steps measured in the same
    /// rounds saw the same machine, so their times compare round by round, where steps measured one
    /// after another could differ by a fifth from the drift alone.
    static func interleaved(runs: Int, _ bodies: [() throws -> Void]) throws -> [Measurement] {
        for body in bodies { try body() }
        var results = Array(repeating: Measurement(), count: bodies.count)
        for _ in 0..<runs {
            for (index, body) in bodies.enumerated() {
                let wallStart = wallSeconds()
                let cpuStart = threadCPUSeconds()
                try body()
                results[index].cpu.append(threadCPUSeconds() - cpuStart)
                results[index].wall.append(wallSeconds() - wallStart)
            }
        }
        return results
    }

    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func wallSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

extension Array where Element == Double {
    var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

/// Milliseconds with three significant digits at most: 0.512, 12.3, 845.
func milliseconds(_ seconds: Double) -> String {
    let ms = seconds * 1000
    let digits = ms >= 100 ? 0 : ms >= 10 ? 1 : ms >= 1 ? 2 : 3
    return String(format: "%.\(digits)f", ms)
}
