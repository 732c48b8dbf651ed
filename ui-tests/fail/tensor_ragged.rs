fn main() {
    let _t = typed_tensor::tensor![[1, 2, 3], [4, 5]];
}
