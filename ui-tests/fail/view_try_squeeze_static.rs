use typed_tensor::{shape, Tensor};

fn main() {
    // `try_squeeze` only checks `Dyn` axes at run time; a static one is still a compile error.
    let x = Tensor::<f32, shape![2, 1, 4]>::zeros();
    let _y = x.try_squeeze::<2>();
}
