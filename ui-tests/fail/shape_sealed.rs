use typed_tensor::{Dim, Shape};

// A shape of rank 9 written by hand: `Shape` and `Dim` are sealed.
#[derive(Clone, Copy, Debug, Default)]
struct Rank9;

impl Shape for Rank9 {
    const RANK: usize = 9;
    const STATIC_DIMS: &'static [Option<usize>] = &[None; 9];
    const DIM_NAMES: &'static [&'static str] = &["Dyn"; 9];
}

#[derive(Clone, Copy, Debug, Default)]
struct Half;

impl Dim for Half {
    const SIZE: Option<usize> = None;
    const NAME: &'static str = "Half";
}

fn main() {}
