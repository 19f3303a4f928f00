validateattributes('abc', {'numeric'}, {})
