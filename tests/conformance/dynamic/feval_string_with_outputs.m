[q, r] = feval('deal', 7, 8)
