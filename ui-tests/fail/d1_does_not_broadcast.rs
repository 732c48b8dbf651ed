use typed_tensor::{shape, Tensor};

fn scores<const O: usize>() -> Tensor<f32, shape![2, O]> {
    Tensor::zeros()
}

fn main() {
    let x = Tensor::<f32, shape![2, 3]>::zeros();
    // `O = 1` makes `D<1>`, which does not broadcast against `D<3>`.
    let _ = &scores::<1>() + &x;
}
