u = upper({'ab', 'cd'})
