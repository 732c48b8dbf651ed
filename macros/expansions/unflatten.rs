impl<const A: usize, Parts> UnflattenRanks<A, Parts> for () where (): AxisOutOfRange<(), A> { const INDEX: usize = A; type Output = (); }

impl<D0, P0> UnflattenRanks<0, (P0,)> for (D0,) { const INDEX: usize = 0; type Output = (P0,); }

impl<D0, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1); }

impl<D0, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2); }

impl<D0, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3); }

impl<D0, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4); }

impl<D0, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5); }

impl<D0, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, P6); }

impl<D0, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, P6, P7); }

impl<D0, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0,) { const INDEX: usize = 0; type Output = (P0,); }

impl<D0, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1); }

impl<D0, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2); }

impl<D0, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3); }

impl<D0, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4); }

impl<D0, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5); }

impl<D0, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, P6); }

impl<D0, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0,) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, P6, P7); }

impl<D0, Parts> UnflattenRanks<1, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 1> { const INDEX: usize = 1; type Output = (); }

impl<D0, Parts> UnflattenRanks<2, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 2> { const INDEX: usize = 2; type Output = (); }

impl<D0, Parts> UnflattenRanks<3, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 3> { const INDEX: usize = 3; type Output = (); }

impl<D0, Parts> UnflattenRanks<4, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, Parts> UnflattenRanks<5, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, Parts> UnflattenRanks<6, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, Parts> UnflattenRanks<7, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, Parts> UnflattenRanks<8, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, Parts> UnflattenRanks<9, Parts> for (D0,) where (): AxisOutOfRange<(D0,), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, P0> UnflattenRanks<0, (P0,)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, D1); }

impl<D0, D1, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, P1, D1); }

impl<D0, D1, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, P1, P2, D1); }

impl<D0, D1, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, D1); }

impl<D0, D1, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, D1); }

impl<D0, D1, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, D1); }

impl<D0, D1, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, P6, D1); }

impl<D0, D1, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1) where (): UnflattenTooManyAxes<(D0, D1), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, P0> UnflattenRanks<1, (P0,)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0); }

impl<D0, D1, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1); }

impl<D0, D1, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2); }

impl<D0, D1, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3); }

impl<D0, D1, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4); }

impl<D0, D1, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, P5); }

impl<D0, D1, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, P5, P6); }

impl<D0, D1, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1) where (): UnflattenTooManyAxes<(D0, D1), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0); }

impl<D0, D1, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1); }

impl<D0, D1, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2); }

impl<D0, D1, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3); }

impl<D0, D1, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4); }

impl<D0, D1, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, P5); }

impl<D0, D1, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, P5, P6); }

impl<D0, D1, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1) where (): UnflattenTooManyAxes<(D0, D1), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<2, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 2> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<3, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 3> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<4, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<5, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<6, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<7, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<8, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, Parts> UnflattenRanks<9, Parts> for (D0, D1) where (): AxisOutOfRange<(D0, D1), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, P0> UnflattenRanks<0, (P0,)> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (P0, D1, D2); }

impl<D0, D1, D2, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (P0, P1, D1, D2); }

impl<D0, D1, D2, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (P0, P1, P2, D1, D2); }

impl<D0, D1, D2, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, D1, D2); }

impl<D0, D1, D2, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, D1, D2); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, P5, D1, D2); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), 0, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, P0> UnflattenRanks<1, (P0,)> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, P0, D2); }

impl<D0, D1, D2, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, P0, P1, D2); }

impl<D0, D1, D2, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, D2); }

impl<D0, D1, D2, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, D2); }

impl<D0, D1, D2, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, D2); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, P5, D2); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), 1, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, P0> UnflattenRanks<2, (P0,)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0); }

impl<D0, D1, D2, P0, P1> UnflattenRanks<2, (P0, P1)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1); }

impl<D0, D1, D2, P0, P1, P2> UnflattenRanks<2, (P0, P1, P2)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2); }

impl<D0, D1, D2, P0, P1, P2, P3> UnflattenRanks<2, (P0, P1, P2, P3)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3); }

impl<D0, D1, D2, P0, P1, P2, P3, P4> UnflattenRanks<2, (P0, P1, P2, P3, P4)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, P4); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, P4, P5); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), 2, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), 2, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0); }

impl<D0, D1, D2, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1); }

impl<D0, D1, D2, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2); }

impl<D0, D1, D2, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3); }

impl<D0, D1, D2, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, P4); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, P4, P5); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2) where (): UnflattenTooManyAxes<(D0, D1, D2), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<3, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 3> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<4, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<5, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<6, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<7, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<8, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, Parts> UnflattenRanks<9, Parts> for (D0, D1, D2) where (): AxisOutOfRange<(D0, D1, D2), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, P0> UnflattenRanks<0, (P0,)> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Output = (P0, D1, D2, D3); }

impl<D0, D1, D2, D3, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Output = (P0, P1, D1, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Output = (P0, P1, P2, D1, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, D1, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, P4, D1, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 0, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 0, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, P0> UnflattenRanks<1, (P0,)> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Output = (D0, P0, D2, D3); }

impl<D0, D1, D2, D3, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Output = (D0, P0, P1, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, P4, D2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 1, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 1, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, P0> UnflattenRanks<2, (P0,)> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Output = (D0, D1, P0, D3); }

impl<D0, D1, D2, D3, P0, P1> UnflattenRanks<2, (P0, P1)> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, D3); }

impl<D0, D1, D2, D3, P0, P1, P2> UnflattenRanks<2, (P0, P1, P2)> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3> UnflattenRanks<2, (P0, P1, P2, P3)> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4> UnflattenRanks<2, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, P4, D3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 2, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 2, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 2, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, P0> UnflattenRanks<3, (P0,)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0); }

impl<D0, D1, D2, D3, P0, P1> UnflattenRanks<3, (P0, P1)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1); }

impl<D0, D1, D2, D3, P0, P1, P2> UnflattenRanks<3, (P0, P1, P2)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2); }

impl<D0, D1, D2, D3, P0, P1, P2, P3> UnflattenRanks<3, (P0, P1, P2, P3)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, P3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4> UnflattenRanks<3, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, P3, P4); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 3, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 3, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), 3, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0); }

impl<D0, D1, D2, D3, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1); }

impl<D0, D1, D2, D3, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2); }

impl<D0, D1, D2, D3, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, P3); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, P3, P4); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), { usize::MAX }, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3) where (): UnflattenTooManyAxes<(D0, D1, D2, D3), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, Parts> UnflattenRanks<4, Parts> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 4> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, Parts> UnflattenRanks<5, Parts> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, Parts> UnflattenRanks<6, Parts> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, Parts> UnflattenRanks<7, Parts> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, Parts> UnflattenRanks<8, Parts> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, Parts> UnflattenRanks<9, Parts> for (D0, D1, D2, D3) where (): AxisOutOfRange<(D0, D1, D2, D3), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, P0> UnflattenRanks<0, (P0,)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 0; type Output = (P0, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 0; type Output = (P0, P1, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 0; type Output = (P0, P1, P2, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 0; type Output = (P0, P1, P2, P3, D1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 0, (P0, P1, P2, P3, P4)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 0, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 0, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, P0> UnflattenRanks<1, (P0,)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 1; type Output = (D0, P0, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 1; type Output = (D0, P0, P1, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, P3, D2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 1, (P0, P1, P2, P3, P4)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 1, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 1, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, P0> UnflattenRanks<2, (P0,)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 2; type Output = (D0, D1, P0, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1> UnflattenRanks<2, (P0, P1)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2> UnflattenRanks<2, (P0, P1, P2)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3> UnflattenRanks<2, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, P3, D3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4> UnflattenRanks<2, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 2, (P0, P1, P2, P3, P4)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 2, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 2, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 2, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, P0> UnflattenRanks<3, (P0,)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, D4); }

impl<D0, D1, D2, D3, D4, P0, P1> UnflattenRanks<3, (P0, P1)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2> UnflattenRanks<3, (P0, P1, P2)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3> UnflattenRanks<3, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, P3, D4); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4> UnflattenRanks<3, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 3, (P0, P1, P2, P3, P4)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 3, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 3, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 3, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, P0> UnflattenRanks<4, (P0,)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0); }

impl<D0, D1, D2, D3, D4, P0, P1> UnflattenRanks<4, (P0, P1)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1); }

impl<D0, D1, D2, D3, D4, P0, P1, P2> UnflattenRanks<4, (P0, P1, P2)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, P2); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3> UnflattenRanks<4, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, P2, P3); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4> UnflattenRanks<4, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 4, (P0, P1, P2, P3, P4)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 4, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 4, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), 4, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0); }

impl<D0, D1, D2, D3, D4, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1); }

impl<D0, D1, D2, D3, D4, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, P2); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, P2, P3); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), { usize::MAX }, (P0, P1, P2, P3, P4)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), { usize::MAX }, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, Parts> UnflattenRanks<5, Parts> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 5> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, Parts> UnflattenRanks<6, Parts> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, Parts> UnflattenRanks<7, Parts> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, Parts> UnflattenRanks<8, Parts> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, Parts> UnflattenRanks<9, Parts> for (D0, D1, D2, D3, D4) where (): AxisOutOfRange<(D0, D1, D2, D3, D4), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<0, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 0; type Output = (P0, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 0; type Output = (P0, P1, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 0; type Output = (P0, P1, P2, D1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 0, (P0, P1, P2, P3)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 0, (P0, P1, P2, P3, P4)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 0, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 0, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<1, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 1; type Output = (D0, P0, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 1; type Output = (D0, P0, P1, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 1; type Output = (D0, P0, P1, P2, D2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 1, (P0, P1, P2, P3)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 1, (P0, P1, P2, P3, P4)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 1, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 1, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<2, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 2; type Output = (D0, D1, P0, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<2, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<2, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, P2, D3, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<2, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 2, (P0, P1, P2, P3)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<2, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 2, (P0, P1, P2, P3, P4)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 2, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 2, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 2, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<3, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<3, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<3, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, P2, D4, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<3, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 3, (P0, P1, P2, P3)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<3, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 3, (P0, P1, P2, P3, P4)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 3, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 3, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 3, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<4, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<4, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<4, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, P2, D5); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<4, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 4, (P0, P1, P2, P3)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<4, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 4, (P0, P1, P2, P3, P4)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 4, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 4, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 4, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<5, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<5, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, P1); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<5, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, P1, P2); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<5, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 5, (P0, P1, P2, P3)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<5, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 5, (P0, P1, P2, P3, P4)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 5, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 5, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), 5, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0); }

impl<D0, D1, D2, D3, D4, D5, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, P1); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, P1, P2); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), { usize::MAX }, (P0, P1, P2, P3)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), { usize::MAX }, (P0, P1, P2, P3, P4)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), { usize::MAX }, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, Parts> UnflattenRanks<6, Parts> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 6> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, Parts> UnflattenRanks<7, Parts> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, Parts> UnflattenRanks<8, Parts> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, Parts> UnflattenRanks<9, Parts> for (D0, D1, D2, D3, D4, D5) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<0, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 0; type Output = (P0, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 0; type Output = (P0, P1, D1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 0, (P0, P1, P2)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 0, (P0, P1, P2, P3)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 0, (P0, P1, P2, P3, P4)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 0, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 0, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<1, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 1; type Output = (D0, P0, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 1; type Output = (D0, P0, P1, D2, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 1, (P0, P1, P2)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 1, (P0, P1, P2, P3)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 1, (P0, P1, P2, P3, P4)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 1, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 1, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<2, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 2; type Output = (D0, D1, P0, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<2, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 2; type Output = (D0, D1, P0, P1, D3, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<2, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 2, (P0, P1, P2)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<2, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 2, (P0, P1, P2, P3)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<2, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 2, (P0, P1, P2, P3, P4)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 2, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 2, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 2, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<3, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<3, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, P1, D4, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<3, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 3, (P0, P1, P2)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<3, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 3, (P0, P1, P2, P3)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<3, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 3, (P0, P1, P2, P3, P4)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 3, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 3, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 3, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<4, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<4, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, P1, D5, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<4, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 4, (P0, P1, P2)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<4, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 4, (P0, P1, P2, P3)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<4, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 4, (P0, P1, P2, P3, P4)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 4, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 4, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 4, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<5, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<5, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, P1, D6); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<5, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 5, (P0, P1, P2)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<5, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 5, (P0, P1, P2, P3)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<5, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 5, (P0, P1, P2, P3, P4)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 5, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 5, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 5, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<6, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, P0); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<6, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, P0, P1); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<6, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 6, (P0, P1, P2)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<6, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 6, (P0, P1, P2, P3)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<6, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 6, (P0, P1, P2, P3, P4)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<6, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 6, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<6, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 6, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<6, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), 6, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, P0); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, P0, P1); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), { usize::MAX }, (P0, P1, P2)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), { usize::MAX }, (P0, P1, P2, P3)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), { usize::MAX }, (P0, P1, P2, P3, P4)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), { usize::MAX }, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, Parts> UnflattenRanks<7, Parts> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 7> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, Parts> UnflattenRanks<8, Parts> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, Parts> UnflattenRanks<9, Parts> for (D0, D1, D2, D3, D4, D5, D6) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6), 9> { const INDEX: usize = 9; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<0, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 0; type Output = (P0, D1, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<0, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<0, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1, P2)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<0, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1, P2, P3)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<0, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1, P2, P3, P4)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<0, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 0, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 0; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<1, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 1; type Output = (D0, P0, D2, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<1, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<1, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1, P2)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<1, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1, P2, P3)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<1, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1, P2, P3, P4)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<1, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 1, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 1; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<2, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 2; type Output = (D0, D1, P0, D3, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<2, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<2, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1, P2)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<2, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1, P2, P3)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<2, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1, P2, P3, P4)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<2, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 2, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 2; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<3, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 3; type Output = (D0, D1, D2, P0, D4, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<3, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<3, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1, P2)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<3, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1, P2, P3)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<3, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1, P2, P3, P4)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<3, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 3, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 3; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<4, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 4; type Output = (D0, D1, D2, D3, P0, D5, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<4, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<4, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1, P2)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<4, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1, P2, P3)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<4, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1, P2, P3, P4)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<4, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 4, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 4; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<5, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 5; type Output = (D0, D1, D2, D3, D4, P0, D6, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<5, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<5, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1, P2)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<5, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1, P2, P3)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<5, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1, P2, P3, P4)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<5, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 5, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 5; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<6, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 6; type Output = (D0, D1, D2, D3, D4, D5, P0, D7); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<6, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<6, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1, P2)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<6, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1, P2, P3)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<6, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1, P2, P3, P4)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<6, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<6, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<6, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 6, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 6; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<7, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 7; type Output = (D0, D1, D2, D3, D4, D5, D6, P0); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<7, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<7, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1, P2)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<7, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1, P2, P3)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<7, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1, P2, P3, P4)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<7, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<7, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<7, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), 7, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0> UnflattenRanks<{ usize::MAX }, (P0,)> for (D0, D1, D2, D3, D4, D5, D6, D7) { const INDEX: usize = 7; type Output = (D0, D1, D2, D3, D4, D5, D6, P0); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1> UnflattenRanks<{ usize::MAX }, (P0, P1)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2> UnflattenRanks<{ usize::MAX }, (P0, P1, P2)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1, P2)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1, P2, P3)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1, P2, P3, P4)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1, P2, P3, P4, P5)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, P0, P1, P2, P3, P4, P5, P6, P7> UnflattenRanks<{ usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): UnflattenTooManyAxes<(D0, D1, D2, D3, D4, D5, D6, D7), { usize::MAX }, (P0, P1, P2, P3, P4, P5, P6, P7)> { const INDEX: usize = 7; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, Parts> UnflattenRanks<8, Parts> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 8> { const INDEX: usize = 8; type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, Parts> UnflattenRanks<9, Parts> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): AxisOutOfRange<(D0, D1, D2, D3, D4, D5, D6, D7), 9> { const INDEX: usize = 9; type Output = (); }
