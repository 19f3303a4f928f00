validateattributes(-1, {'numeric'}, {'positive'})
