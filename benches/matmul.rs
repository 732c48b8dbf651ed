//! Placeholder until the matmul benches land.
fn main() {}
