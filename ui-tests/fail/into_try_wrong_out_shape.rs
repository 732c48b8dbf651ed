use typed_tensor::{shape, Tensor};

fn main() {
    // The `try_` form checks static dims at compile time as `add_into` does; only `b` misfits.
    let a = Tensor::<f32, shape![4, 1]>::zeros();
    let b = Tensor::<f32, shape![3]>::zeros();
    let mut out = Tensor::<f32, shape![4, 1]>::zeros();
    let _ = a.try_add_into(&b, &mut out);
}
