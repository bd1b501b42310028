#!/bin/sh
# Runs on every `up` (each step is idempotent): the images bucket, readable by anyone (image
# URLs are public, as /uploads is without a bucket), and the API's access key, which may only
# read, write, list and delete in that bucket.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"
mc anonymous set download "local/$S3_BUCKET"

policy=/tmp/daengnyang-images-policy.json
cat >"$policy" <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation", "s3:ListBucketMultipartUploads"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload",
                 "s3:ListMultipartUploadParts"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
JSON
mc admin policy create local daengnyang-images "$policy"
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching a policy the user already has is an error for mc: only attach when missing.
if ! mc admin user info local "$S3_ACCESS_KEY_ID" | grep -q 'daengnyang-images'; then
  mc admin policy attach local daengnyang-images --user "$S3_ACCESS_KEY_ID"
fi
echo "bucket $S3_BUCKET ready"
