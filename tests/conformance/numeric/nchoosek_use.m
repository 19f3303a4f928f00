n = nchoosek(5, 2)
c = nchoosek([1 2 3], 2)
