impl<> PermuteRanks<Axes0> for ()  { type Output = (); }

impl<const P0: usize> PermuteRanks<Axes1<P0>> for () where (): PermutationLength<(), Axes1<P0>, 1> { type Output = (); }

impl<const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for () where (): PermutationLength<(), Axes2<P0, P1>, 2> { type Output = (); }

impl<const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for () where (): PermutationLength<(), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for () where (): PermutationLength<(), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for () where (): PermutationLength<(), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for () where (): PermutationLength<(), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for () where (): PermutationLength<(), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for () where (): PermutationLength<(), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0> PermuteRanks<Axes0> for (D0,) where (): PermutationLength<(D0,), Axes0, 0> { type Output = (); }

impl<D0, X0, const P0: usize> PermuteRanks<Axes1<P0>> for (D0,) where (D0,): Axis<P0, Dim = X0> { type Output = (X0,); }

impl<D0, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0,) where (): PermutationLength<(D0,), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0,) where (): PermutationLength<(D0,), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0,) where (): PermutationLength<(D0,), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0,) where (): PermutationLength<(D0,), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0,) where (): PermutationLength<(D0,), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0,) where (): PermutationLength<(D0,), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0,) where (): PermutationLength<(D0,), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1> PermuteRanks<Axes0> for (D0, D1) where (): PermutationLength<(D0, D1), Axes0, 0> { type Output = (); }

impl<D0, D1, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, X0, X1, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1) where (D0, D1): Axis<P0, Dim = X0>, (D0, D1): Axis<P1, Dim = X1> { type Output = (X0, X1); }

impl<D0, D1, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, D1, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, D1, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, D1, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, D1, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, D1, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1) where (): PermutationLength<(D0, D1), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1, D2> PermuteRanks<Axes0> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes0, 0> { type Output = (); }

impl<D0, D1, D2, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, D2, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, D1, D2, X0, X1, X2, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1, D2) where (D0, D1, D2): Axis<P0, Dim = X0>, (D0, D1, D2): Axis<P1, Dim = X1>, (D0, D1, D2): Axis<P2, Dim = X2> { type Output = (X0, X1, X2); }

impl<D0, D1, D2, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, D1, D2, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, D1, D2, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, D1, D2, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, D1, D2, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1, D2) where (): PermutationLength<(D0, D1, D2), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1, D2, D3> PermuteRanks<Axes0> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes0, 0> { type Output = (); }

impl<D0, D1, D2, D3, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, D2, D3, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, D1, D2, D3, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, D1, D2, D3, X0, X1, X2, X3, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1, D2, D3) where (D0, D1, D2, D3): Axis<P0, Dim = X0>, (D0, D1, D2, D3): Axis<P1, Dim = X1>, (D0, D1, D2, D3): Axis<P2, Dim = X2>, (D0, D1, D2, D3): Axis<P3, Dim = X3> { type Output = (X0, X1, X2, X3); }

impl<D0, D1, D2, D3, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, D1, D2, D3, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, D1, D2, D3, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, D1, D2, D3, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1, D2, D3) where (): PermutationLength<(D0, D1, D2, D3), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4> PermuteRanks<Axes0> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes0, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, X0, X1, X2, X3, X4, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1, D2, D3, D4) where (D0, D1, D2, D3, D4): Axis<P0, Dim = X0>, (D0, D1, D2, D3, D4): Axis<P1, Dim = X1>, (D0, D1, D2, D3, D4): Axis<P2, Dim = X2>, (D0, D1, D2, D3, D4): Axis<P3, Dim = X3>, (D0, D1, D2, D3, D4): Axis<P4, Dim = X4> { type Output = (X0, X1, X2, X3, X4); }

impl<D0, D1, D2, D3, D4, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1, D2, D3, D4) where (): PermutationLength<(D0, D1, D2, D3, D4), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5> PermuteRanks<Axes0> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes0, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, X0, X1, X2, X3, X4, X5, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1, D2, D3, D4, D5) where (D0, D1, D2, D3, D4, D5): Axis<P0, Dim = X0>, (D0, D1, D2, D3, D4, D5): Axis<P1, Dim = X1>, (D0, D1, D2, D3, D4, D5): Axis<P2, Dim = X2>, (D0, D1, D2, D3, D4, D5): Axis<P3, Dim = X3>, (D0, D1, D2, D3, D4, D5): Axis<P4, Dim = X4>, (D0, D1, D2, D3, D4, D5): Axis<P5, Dim = X5> { type Output = (X0, X1, X2, X3, X4, X5); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1, D2, D3, D4, D5) where (): PermutationLength<(D0, D1, D2, D3, D4, D5), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6> PermuteRanks<Axes0> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes0, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, X0, X1, X2, X3, X4, X5, X6, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1, D2, D3, D4, D5, D6) where (D0, D1, D2, D3, D4, D5, D6): Axis<P0, Dim = X0>, (D0, D1, D2, D3, D4, D5, D6): Axis<P1, Dim = X1>, (D0, D1, D2, D3, D4, D5, D6): Axis<P2, Dim = X2>, (D0, D1, D2, D3, D4, D5, D6): Axis<P3, Dim = X3>, (D0, D1, D2, D3, D4, D5, D6): Axis<P4, Dim = X4>, (D0, D1, D2, D3, D4, D5, D6): Axis<P5, Dim = X5>, (D0, D1, D2, D3, D4, D5, D6): Axis<P6, Dim = X6> { type Output = (X0, X1, X2, X3, X4, X5, X6); }

impl<D0, D1, D2, D3, D4, D5, D6, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1, D2, D3, D4, D5, D6) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6), Axes8<P0, P1, P2, P3, P4, P5, P6, P7>, 8> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7> PermuteRanks<Axes0> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes0, 0> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize> PermuteRanks<Axes1<P0>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes1<P0>, 1> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize, const P1: usize> PermuteRanks<Axes2<P0, P1>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes2<P0, P1>, 2> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize, const P1: usize, const P2: usize> PermuteRanks<Axes3<P0, P1, P2>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes3<P0, P1, P2>, 3> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize, const P1: usize, const P2: usize, const P3: usize> PermuteRanks<Axes4<P0, P1, P2, P3>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes4<P0, P1, P2, P3>, 4> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize> PermuteRanks<Axes5<P0, P1, P2, P3, P4>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes5<P0, P1, P2, P3, P4>, 5> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize> PermuteRanks<Axes6<P0, P1, P2, P3, P4, P5>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes6<P0, P1, P2, P3, P4, P5>, 6> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize> PermuteRanks<Axes7<P0, P1, P2, P3, P4, P5, P6>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (): PermutationLength<(D0, D1, D2, D3, D4, D5, D6, D7), Axes7<P0, P1, P2, P3, P4, P5, P6>, 7> { type Output = (); }

impl<D0, D1, D2, D3, D4, D5, D6, D7, X0, X1, X2, X3, X4, X5, X6, X7, const P0: usize, const P1: usize, const P2: usize, const P3: usize, const P4: usize, const P5: usize, const P6: usize, const P7: usize> PermuteRanks<Axes8<P0, P1, P2, P3, P4, P5, P6, P7>> for (D0, D1, D2, D3, D4, D5, D6, D7) where (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P0, Dim = X0>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P1, Dim = X1>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P2, Dim = X2>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P3, Dim = X3>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P4, Dim = X4>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P5, Dim = X5>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P6, Dim = X6>, (D0, D1, D2, D3, D4, D5, D6, D7): Axis<P7, Dim = X7> { type Output = (X0, X1, X2, X3, X4, X5, X6, X7); }
