use typed_tensor::{shape, where_, Tensor};

fn main() {
    let cond = Tensor::<bool, shape![3, 1]>::from_vec(vec![true, false, true]).unwrap();
    let a = Tensor::<f32, shape![4]>::zeros();
    let b = Tensor::<f32, shape![5]>::zeros();
    let _w = where_(&cond, &a, &b);
}
