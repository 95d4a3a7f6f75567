extension RendererConformance {
  /// One thing ``RendererConformance/check(_:skipping:markup:)`` verifies, after the implementation
  /// requirements of `Renderer`.
  public enum Requirement: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The same screen and context give byte-identical output, call after call.
    case deterministic
    /// Every kind of `Block` shows its text: a screen holding only that block shows every word
    /// of it.
    case everyBlockKind
    /// No line is wider than the context's width, in terminal columns once colour escapes are
    /// removed, except a line that holds nothing but a picture's address, which may stay whole
    /// so that it can be copied. A document renderer (Markdown) skips it.
    case lineWidth
    /// No control character reaches the output: no C0 control but the newline, no DEL, C1
    /// control or bidirectional control, and no escape sequence other than SGR (`ESC[…m`) and
    /// terminal hyperlinks (`ESC]8;;` address of printable ASCII `ESC\`).
    case noControlCharacters
    /// Without colour support (`ColorSupport.none`) the output holds no escape sequence at all.
    case escapesOnlyWhenColorsAllow
    /// Every word (a run of letters or digits) of every string of a sample screen appears in
    /// the output rendered at a wide width, once colour escapes and backslash escapes are
    /// removed and case is ignored. Two kinds of string may be left out, because a medium may
    /// not be able to act on them: an action without a destination (a command to type, which a
    /// document cannot run) and a search field's placeholder (a hint for typing).
    case everyTextShown
    /// The output ends with a newline.
    case finalNewline
    /// Data never becomes markup: rendering a sample screen gives no element, attribute, link,
    /// image or formatting beyond what the same screen with harmless data gives (every string
    /// `word`, every destination `x`, pictures at a plain `https` address or at none). Checked
    /// for renderers that write a ``MarkupLanguage``.
    case noMarkupFromData
    /// The selected row of a table changes the output: moving the selection to another row
    /// gives other text, so a reader can tell which row is selected.
    case selectionShown
    /// The current choice of a list of options changes the output: choosing another option
    /// gives other text.
    case currentChoiceShown
    /// A status's state changes the output: the same message as loading, empty or error gives
    /// three different texts, so a failure is not read as a wait.
    case statusShown

    public var description: String { rawValue }
  }
}
