use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let index = Tensor::<usize, shape![3]>::zeros();
    let _g = x.gather::<1, _>(&index);
}
