import Rendering

/// How the ANSI renderer shows one ``TerminalStyle``: attributes and colours.
struct ANSIStyle: Equatable, Hashable, Sendable {
  var isBold = false
  var isDim = false
  var isUnderlined = false
  var foreground: PaletteColor?
  var background: PaletteColor?
  /// Whether the style's background runs to the end of the line, as a bar.
  var fillsLine = false

  /// The style for each semantic style, in the club's colours.
  init(_ style: TerminalStyle) {
    switch style {
    case .body, .actionLabel:
      self.init()
    case .title:
      self.init(bold: true, foreground: .white, background: .navy, fillsLine: true)
    case .selectedRow:
      self.init(bold: true, foreground: .white, background: .navy, fillsLine: true)
    case .badge:
      self.init(bold: true, foreground: .white, background: .red)
    case .error, .currentOption, .bar:
      self.init(bold: true, foreground: .red)
    case .heading, .strong, .label, .actionKey:
      self.init(bold: true)
    case .columnHeader:
      self.init(bold: true, underlined: true)
    case .link:
      self.init(underlined: true)
    case .breadcrumb, .secondary, .rule, .loading, .empty:
      self.init(dim: true)
    }
  }

  private init(
    bold: Bool = false, dim: Bool = false, underlined: Bool = false,
    foreground: PaletteColor? = nil, background: PaletteColor? = nil, fillsLine: Bool = false
  ) {
    isBold = bold
    isDim = dim
    isUnderlined = underlined
    self.foreground = foreground
    self.background = background
    self.fillsLine = fillsLine
  }

  /// The SGR parameters for this style at the given colour depth; empty for no escape at all.
  func parameters(in colors: ColorSupport) -> [Int] {
    guard colors.allowsEscapes else { return [] }
    var parameters: [Int] = []
    if isBold { parameters.append(SGR.bold) }
    if isDim { parameters.append(SGR.dim) }
    if isUnderlined { parameters.append(SGR.underline) }
    if let foreground { parameters += foreground.parameters(background: false, in: colors) }
    if let background { parameters += background.parameters(background: true, in: colors) }
    return parameters
  }
}
