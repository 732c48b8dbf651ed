use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<i64, shape![4, dyn, 3]>::zeros_with_dims(&[4, 2, 3]).unwrap();
    let _m = x.max_keepdim::<3>();
}
