use typed_tensor::shape;

fn main() {
    let _x: Option<shape![1, 2, 3, 4, 5, 6, 7, 8, 9]> = None;
}
