use typed_tensor::Tensor;

fn main() {
    let _x = Tensor::<f32, (typed_tensor::D<1>, typed_tensor::D<3>)>::zeros();
}
