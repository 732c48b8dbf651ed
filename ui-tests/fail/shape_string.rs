use typed_tensor::shape;

fn main() {
    let _x: Option<shape![2, "3"]> = None;
}
