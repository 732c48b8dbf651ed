use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    let (_values, _indices) = x.topk::<2, 2>(true);
}
