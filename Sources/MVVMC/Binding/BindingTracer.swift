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
    /// A short description of the new value, in the tracer's words: the text itself for a
    /// string, `35 elements` for any other collection, otherwise `String(describing:)`; text is
    /// cut to 60 characters (an optional is looked through). May hold untrusted text.
    public var value: String
    /// Who the box called, in bind order (``Dynamic/listenerOwners``).
    package var listenerOwners: [String] = []
    /// The value the box had before, described as ``value`` is: the one it last called its
    /// listeners with, or else the one it was created with; `nil` when not known.
    package var previous: String?
  }

  private let record: (Firing) -> Void
  /// The words the values of firings are described with.
  let words: ValueWords

  /// Creates a tracer that hands each firing to `record`.
  public convenience init(_ record: @escaping (Firing) -> Void) {
    self.init(words: .english, record)
  }

  /// Creates a tracer that hands each firing to `record`, its value described in `words`.
  package init(words: ValueWords, _ record: @escaping (Firing) -> Void) {
    self.record = record
    self.words = words
  }

  /// Tells `record` of a firing whose value is described as `summary`, after `previous`.
  func bindingFired(
    label: String, listeners: Int, summary: String, previous: String?, owners: [String]
  ) {
    record(
      Firing(
        label: label, listeners: listeners, value: summary, listenerOwners: owners,
        previous: previous))
  }
}
