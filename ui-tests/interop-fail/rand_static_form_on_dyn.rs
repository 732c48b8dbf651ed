use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;
use typed_tensor::{shape, Tensor};

fn main() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
    let _x = Tensor::<f32, shape![dyn, 3]>::uniform(&mut rng, -1.0, 1.0);
}
