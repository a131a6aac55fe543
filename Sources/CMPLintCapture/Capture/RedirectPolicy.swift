import Foundation

/// Which redirects a capture follows. Requests carry the app's `OT-*` headers, and the CMP API
/// answers from one origin: a redirect is followed only within the origin of the URL it answers
/// (same scheme, host and port, RFC 6454), at most `maxRedirects` times in a row. A redirect to
/// another host or port, or from https to http (a downgrade that would send the headers in clear
/// text), is refused: the set fails with a message naming the `Location`, and the other origin is
/// never contacted. Refusals are final (`RetryPolicy`): the same answer would come again.
package enum RedirectPolicy {
    package static let maxRedirects = 5
    /// The statuses that redirect a GET (RFC 9110, section 15.4,
    /// https://www.rfc-editor.org/rfc/rfc9110#section-15.4); 300, 304 and 305 are no redirects to follow.
    package static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    package enum Decision: Equatable {
        /// Not a redirect: the answer is the response.
        case answer
        /// Request this absolute URL instead.
        case follow(String)
        /// A redirect not followed, and why (quoting the `Location` as received).
        case refuse(String)
    }

    package static func decide(status: Int, location: String?, from url: String) -> Decision {
        guard statuses.contains(status) else { return .answer }
        guard let location, !location.isEmpty else {
            return .refuse("HTTP \(status) redirect without a Location header")
        }
        let quoted = "'\(location.shortened(to: 300))'"
        guard URLShape.isVisibleASCII(location), let base = URL(string: url),
            let target = URL(string: location, relativeTo: base)?.absoluteURL, let to = URLShape.Origin(target),
            ["http", "https"].contains(to.scheme)
        else {
            return .refuse("HTTP \(status) redirect to \(quoted), which is no http or https URL; not followed")
        }
        guard let from = URLShape.Origin(base) else {
            return .refuse("HTTP \(status) redirect from a URL without an origin")
        }
        if from.scheme == "https" && to.scheme == "http" {
            return .refuse("HTTP \(status) redirect from https to http (\(quoted)); a downgrade is never followed")
        }
        guard to == from else {
            return .refuse(
                "HTTP \(status) redirect to another origin (\(quoted)); only redirects within \(from) are followed")
        }
        return .follow(target.absoluteString)
    }

    /// What one attempt ends with: an answer that is no redirect, or a redirect not followed.
    package enum Attempt {
        case answer(HTTPResponse)
        case refused(String)
    }

    /// One attempt: `get` of `url`, then of each redirect this policy follows.
    package static func attempt(_ url: String, get: (String) -> Result<HTTPResponse, TransportFailure>) -> Result<
        Attempt, TransportFailure
    > {
        var current = url
        for _ in 0...maxRedirects {
            let response: HTTPResponse
            switch get(current) {
            case .failure(let failure): return .failure(failure)
            case .success(let answer): response = answer
            }
            switch decide(status: response.status, location: response.location, from: current) {
            case .answer: return .success(.answer(response))
            case .refuse(let reason): return .success(.refused(reason))
            case .follow(let next): current = next
            }
        }
        return .success(.refused("more than \(maxRedirects) redirects in a row; not followed"))
    }
}
