a = fliplr([1 2 3])
b = flipud([1; 2])
c = circshift([1 2 3 4 5], 2)
