extension CMPAPIRequest {
    /// The same request with one more header (`If-None-Match` for a drift check).
    package func adding(_ name: String, _ value: String) -> CMPAPIRequest {
        CMPAPIRequest(
            target: target, component: component, url: url, headers: headers + [Header(name: name, value: value)])
    }

    /// Whether the request asks for the answer only if it changed (`If-None-Match`): then a
    /// `304 Not Modified` is an answer, not a failure.
    package var isConditional: Bool { headers.contains { $0.name == "If-None-Match" } }
}
