use typed_tensor::{shape, Tensor};

fn main() {
    // The `try_` form checks static dims at compile time as `matmul_into` does.
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![3, 4]>::zeros();
    let mut out = Tensor::<f32, shape![2, 5]>::zeros();
    let _ = a.try_matmul_into(&b, &mut out);
}
