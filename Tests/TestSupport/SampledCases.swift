/// The kinds of case that no sample has, for a test that walks a sample of every case of an
/// enum whose cases carry values.
///
/// `kind` names each case in an exhaustive `switch`, so a case added to the enum does not
/// compile in the tests until it has a kind; `Kind` lists the kinds (`CaseIterable`), so the
/// new kind is returned here until the samples hold one of its case.
///
/// ```swift
/// enum ShapeKind: CaseIterable { case circle, square }
/// func kind(_ shape: Shape) -> ShapeKind {
///   switch shape { case .circle: .circle; case .square: .square }
/// }
/// #expect(unsampledKinds(of: [.circle(radius: 1), .square(side: 2)], kind: kind).isEmpty)
/// ```
public func unsampledKinds<Sample, Kind: CaseIterable & Hashable>(
  of samples: [Sample], kind: (Sample) -> Kind
) -> [Kind] {
  let sampled = Set(samples.map(kind))
  return Kind.allCases.filter { !sampled.contains($0) }
}
