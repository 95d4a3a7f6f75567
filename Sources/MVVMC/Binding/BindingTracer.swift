/// Told each time a labelled ``Dynamic`` calls its listeners: the hook behind `--trace`.
///
/// ```swift
/// let tracer = BindingTracer {
///   print("binding \($0.label) fired for \($0.listeners) listener(s)")
/// }
/// let players = Dynamic([String](), label: "players", tracer: tracer)
/// players.bind { _ in }
/// players.value = ["MESSI"]  // prints "binding players fired for 1 listener(s)"
/// ```
@MainActor
public final class BindingTracer {
  /// One firing of a labelled box.
  public struct Firing: Equatable, Sendable {
    /// The box's label.
    public var label: String
    /// How many listeners the box called.
    public var listeners: Int
    /// A short description of the new value: the text itself for a string, `35 elements` for
    /// any other collection, otherwise `String(describing:)`; text is cut to 60 characters (an
    /// optional is looked through). May hold untrusted text.
    public var value: String
    /// Who the box called, in bind order (``Dynamic/listenerOwners``).
    package var listenerOwners: [String] = []
  }

  private let record: (Firing) -> Void

  /// Creates a tracer that hands each firing to `record`.
  public init(_ record: @escaping (Firing) -> Void) {
    self.record = record
  }

  @usableFromInline
  func bindingFired(label: String, listeners: Int, value: some Any, owners: [String] = []) {
    record(
      Firing(
        label: label, listeners: listeners, value: Self.summary(of: value),
        listenerOwners: owners))
  }

  /// A short description of a value: an optional by what it holds (or `nil`), text as itself,
  /// any other collection by its size, everything else as `String(describing:)`.
  package static func summary(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { summary(of: $0.value) } ?? "nil"
    }
    // Text is a collection of characters, but a trace should show the text, not its length.
    if let text = value as? any StringProtocol {
      return shortened(String(text))
    }
    if let collection = value as? any Collection {
      return "\(collection.count) element" + (collection.count == 1 ? "" : "s")
    }
    return shortened(String(describing: value))
  }

  private static func shortened(_ text: String) -> String {
    text.count > 60 ? text.prefix(59) + "…" : text
  }
}
