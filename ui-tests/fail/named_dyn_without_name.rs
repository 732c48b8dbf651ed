use typed_tensor::shape;

fn main() {
    let _x: Option<shape![dyn 3, 4]> = None;
}
