use typed_tensor::{shape, Stack, Tensor};

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let _s = [a.clone(), a].stack::<3>();
}
