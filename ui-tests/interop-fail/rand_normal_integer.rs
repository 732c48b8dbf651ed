use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;
use typed_tensor::{shape, Tensor};

fn main() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
    let _x = Tensor::<i32, shape![2, 3]>::normal(&mut rng, 0, 1);
}
