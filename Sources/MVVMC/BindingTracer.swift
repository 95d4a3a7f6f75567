/// Told each time a labelled ``Dynamic`` calls its listeners: the hook behind `--trace`.
///
/// ```swift
/// let tracer = BindingTracer {
///   print("binding \($0.label) fired for \($0.listeners) listener(s)")
/// }
/// let rows = Dynamic([Int](), label: "PlayerListViewModel.rows", tracer: tracer)
/// rows.bind { _ in }
/// rows.value = [7]  // prints "binding PlayerListViewModel.rows fired for 1 listener(s)"
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
  }

  private let record: (Firing) -> Void

  /// Creates a tracer that hands each firing to `record`.
  public init(_ record: @escaping (Firing) -> Void) {
    self.record = record
  }

  @usableFromInline
  func bindingFired(label: String, listeners: Int, value: some Any) {
    let summary: String
    // Text is a collection of characters, but a trace should show the text, not its length.
    if let text = value as? any StringProtocol {
      summary = Self.shortened(String(text))
    } else if let collection = value as? any Collection {
      summary = "\(collection.count) elements"
    } else {
      summary = Self.shortened(String(describing: value))
    }
    record(Firing(label: label, listeners: listeners, value: summary))
  }

  private static func shortened(_ text: String) -> String {
    text.count > 60 ? text.prefix(59) + "…" : text
  }
}
