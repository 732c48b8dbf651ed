use typed_tensor::{shape, Tensor};

fn main() {
    fn rows<const B: usize>() -> usize {
        Tensor::<f32, shape![B, 3]>::zeros().dims()[0]
    }
    let _ = rows::<1>();
}
